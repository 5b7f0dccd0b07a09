/**
 * The owner's desk: who is signed in, as the API's guard (api/accounts/) gives it to the desk's modules (api/desk/,
 * api/webhooks/) and as the desk's screens (app/desk/) read it from `GET /api/accounts/session`.
 */
export const DESK_ROLES = ['owner', 'marketer'] as const
export type DeskRole = (typeof DESK_ROLES)[number]
/** Who the guard let in (an owner may do everything; a marketer reads and adds notes). */
export type DeskUser = { id: string; email: string; role: DeskRole }
