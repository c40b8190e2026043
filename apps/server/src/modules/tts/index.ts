// Spoken questions (text to speech) and their cached clips. Nothing here is for other modules: app.ts
// registers its routes (tts.routes.ts).
export {};
