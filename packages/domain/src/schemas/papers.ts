// Request schemas of the papers feature.
export {};
