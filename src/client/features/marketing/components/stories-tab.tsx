/** Placeholder until the Stories & Videos tab lands (scripts as .txt, testimonial and social copy templates). */
export function StoriesTab() {
  return null;
}
