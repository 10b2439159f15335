/** Placeholder until the Print Materials tab lands (business card and brochure as print-ready PDF). */
export function PrintMaterialsTab() {
  return null;
}
