/**
 * Shaping options for every piece of text a PDF writer draws with pdfkit. The ligature features are switched
 * off by name: a ligature draws "ffi" in "office" as one glyph, and some readers then copy or search it as
 * "oﬃce". (An empty list would not do: fontkit adds its default features, ligatures included, to whatever list
 * it is given.) A new object each time, because fontkit writes the features it applied into the object it was
 * given.
 */
export const noLigatures = () =>
  ({ liga: false, clig: false, dlig: false, hlig: false, rlig: false }) as unknown as PDFKit.Mixins.OpenTypeFeatures[];
