/**
 * The page's title and description, which React places in the document's head. Every page declares its
 * own; the build writes them into the pre-rendered HTML that search engines and link previews read
 * (docs/decisions/018-fast-first-paint.md).
 */
export function PageMeta({ title, description }: { title: string; description: string }) {
  return (
    <>
      <title>{`${title} | Maple Bridge`}</title>
      <meta name="description" content={description} />
    </>
  );
}
