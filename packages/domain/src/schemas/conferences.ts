// Request schemas of the conferences feature.
export {};
