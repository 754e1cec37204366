/** The region every function is deployed to and the web app calls: the one place it is written. */
export const REGION = "us-central1";
