// The movie's development page: the basic view, also under its canonical address.
export { default, meta } from "./develop-basic";
