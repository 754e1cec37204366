import type { CallableName } from "@domain";
import type { MockedFunction } from "vitest";
import type { callFunction, callPublicFunction } from "../app/lib/firebase";

/**
 * A fake backend for a component test: `call` is the test file's mock of `lib/firebase`'s `callFunction` or
 * `callPublicFunction` (its `vi.mock` stays in the test file, where Vitest hoists it). `backend(answers)` answers each callable named in
 * `answers` (an unexpected call throws); `callsOf(name)` lists the data each call to `name` sent.
 */
export function fakeCallables(call: MockedFunction<typeof callFunction> | MockedFunction<typeof callPublicFunction>) {
  return {
    callsOf: (name: CallableName) => call.mock.calls.filter(([called]) => called === name).map(([, data]) => data),
    backend(answers: Partial<Record<CallableName, (data: unknown) => unknown>>) {
      (call as MockedFunction<typeof callFunction>).mockImplementation((async (name: CallableName, data: unknown) => {
        const answer = answers[name];
        if (!answer) throw new Error(`unexpected call ${name}`);
        return answer(data);
      }) as typeof callFunction);
    },
  };
}
