// The topics feature's public surface for other features.
export { memberTopicIds, memberTopicsOfConference, topicsOfPapers } from "./repository.js";
export { applyPaperTopics } from "./service.js";
