// Every deployed function, re-exported from its own file. The export name is the deployed name (see domain/callables.ts).
import { setGlobalOptions } from "firebase-functions";

setGlobalOptions({ region: "us-central1", maxInstances: 10 });
