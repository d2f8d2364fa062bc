// The topics feature's public surface for other features.
export { memberTopicIds, memberTopicsOfConference, selectPaperTopics, topicsOfPapers } from "./repository.js";
export { applyPaperTopics } from "./service.js";
