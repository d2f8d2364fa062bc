// Request schemas of the reviews feature.
export {};
