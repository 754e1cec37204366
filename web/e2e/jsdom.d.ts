// jsdom ships no types; the page snapshots (page-snapshot.ts) use its parser only.
declare module "jsdom" {
  export class JSDOM {
    constructor(html: string);
    readonly window: Window & typeof globalThis;
  }
}
