// The bidding feature's public surface for other features.
export { trackBids } from "./service.js";
