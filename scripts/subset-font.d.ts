// subset-font 2.9 ships no types (and @types/subset-font lags behind its options).
declare module "subset-font" {
  type AxisRange = number | { min?: number; max?: number; default?: number };
  export default function subsetFont(
    font: Buffer,
    text: string,
    options: {
      targetFormat?: "sfnt" | "woff" | "woff2";
      variationAxes?: Record<string, AxisRange>;
      keepFeatures?: string[];
      noHinting?: boolean;
    },
  ): Promise<Buffer>;
}
