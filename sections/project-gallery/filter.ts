/** Whether a project shows under a filter: "all", or its category or material matches (the specification's filter rule). */
export const matches = (project: { category: string; material: string }, filter: string) =>
  filter === 'all' || project.category.toLowerCase() === filter || project.material.toLowerCase() === filter
