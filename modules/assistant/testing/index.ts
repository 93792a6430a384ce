// Test helpers of the assistant, for specs only.
export * from './fake-chat-completions';
export * from './hostile-plans';
