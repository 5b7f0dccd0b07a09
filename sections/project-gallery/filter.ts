/** Whether a project shows under a filter: "all", or its category or material matches (SPEC §4). */
export const matches = (project: { category: string; material: string }, filter: string) =>
  filter === 'all' || project.category.toLowerCase() === filter || project.material.toLowerCase() === filter
