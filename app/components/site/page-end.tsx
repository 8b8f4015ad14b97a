/** The category-related block and the common footer block that end every page. */
export function PageEnd() {
  return null;
}
