/** Types of ./firestore-standin.mjs for the TypeScript that imports it (the functions' unit tests). */
export declare function startFirestoreStandin(options?: {
  host?: string;
  port?: number;
  /** The wire's StructuredQuery of each query and aggregation, as @firestore-emulator/proto decodes it. */
  onQuery?: (query: unknown) => void;
}): Promise<{ port: number; stop: () => Promise<void> }>;
