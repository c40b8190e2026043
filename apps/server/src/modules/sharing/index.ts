// Share links and the pages a link opens (/shared/{token}); it uses interviews, reviews, media and
// interview-access through their index.ts. Nothing here is for other modules: app.ts registers its routes.
export {};
