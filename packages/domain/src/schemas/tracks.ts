// Request schemas of the tracks feature.
export {};
