// The Training Pathway's content, one module per programme so a programme's page loads only the programmes it shows.
export * from "./program";
export * from "./programs";
export * from "./talk-to-ai";
export * from "./create-with-ai";
export * from "./build-with-ai";
export * from "./innovation-certification";
export * from "./coaching-certification";
export * from "./patent-with-ai";
export * from "./launch-with-ai";
