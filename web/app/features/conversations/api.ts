import { CALLABLES, type CallableInput } from "@domain";
import { callFunction } from "../../lib/firebase";

/* The conversations' staff callables: a lead's timeline, writing to it, its "New reply" mark, the templates. */

export function leadConversation(request: CallableInput<"leadConversation">) {
  return callFunction(CALLABLES.leadConversation, request);
}

export function sendLeadMessage(request: CallableInput<"sendLeadMessage">) {
  return callFunction(CALLABLES.sendLeadMessage, request);
}

export function clearNewReply(request: CallableInput<"clearNewReply">) {
  return callFunction(CALLABLES.clearNewReply, request);
}

export function listMessageTemplates() {
  return callFunction(CALLABLES.listMessageTemplates, {});
}

export function createMessageTemplate(request: CallableInput<"createMessageTemplate">) {
  return callFunction(CALLABLES.createMessageTemplate, request);
}

export function updateMessageTemplate(request: CallableInput<"updateMessageTemplate">) {
  return callFunction(CALLABLES.updateMessageTemplate, request);
}

export function deleteMessageTemplate(id: string) {
  return callFunction(CALLABLES.deleteMessageTemplate, { id });
}
