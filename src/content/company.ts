/**
 * Company facts live in the API's contract, so the site and the messages the
 * server sends name the same company, phone and addresses (one home).
 */
export { company } from "../../api/contract/company";
