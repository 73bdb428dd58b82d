/** Provided by React Router's Vite plugin at build time; typed where it is imported. */
declare module "virtual:react-router/server-build";
