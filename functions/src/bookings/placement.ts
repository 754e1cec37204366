import { HttpsError } from "firebase-functions/https";
import { MEETING_TYPES, TAKEN_MESSAGE, TIME_UNAVAILABLE_MESSAGE, type MeetingTypeId } from "../domain/bookings";
import { freeTimes, lockIds, pickHost } from "../domain/slots";
import { hostWeekShare, LIMIT_REACHED_MESSAGE } from "./bookingLimits";
import { calendarsFor, type BookingDeps } from "./shared";

/** Where a booking goes: its host, its end, the lock ids it must create, the host's e-mail for the staff notice. */
export interface Placement {
  hostUid: string;
  hostEmail: string;
  start: Date;
  end: Date;
  lockIds: string[];
}

/**
 * Places a booking of `meetingType` at `start` under every rule (the hosts' hours, days off, notice, horizon, buffer,
 * daily cap): reads the hosts and the bookings of that day and week only, keeps the hosts free at that instant and
 * picks the one with the fewest meetings that week, among those where the booking's client address and mailbox domain
 * (`holders`, stored hashes) hold less than their share of the week (bookingLimits.ts). Refuses a time no host is free at: "just taken" when a host's
 * hours offer it (another booking holds it), "no longer available" otherwise. The commit's lock documents decide
 * between two requests that both got here.
 */
export async function place(
  deps: BookingDeps,
  meetingType: MeetingTypeId,
  start: Date,
  exceptId?: string,
  holders: { client_hash?: string; domain_hash?: string } = {},
  excluded: readonly string[] = [],
): Promise<Placement> {
  const now = deps.now();
  const to = new Date(start.getTime() + 1);
  const { hosts, meetingsThisWeek, thisWeek } = await calendarsFor(deps.db, meetingType, start, to, {
    weeks: true,
    exceptId,
  });
  const [found] = freeTimes({ meetingType, hosts, now, from: start, to });
  const free = found && { ...found, hostUids: found.hostUids.filter((uid) => !excluded.includes(uid)) };
  if (free && free.hostUids.length === 0 && free.start.getTime() === start.getTime()) {
    // Every host free by the stored times had a conflict in their own calendar at the commit-time check.
    throw new HttpsError("already-exists", TAKEN_MESSAGE);
  }
  if (!free || free.start.getTime() !== start.getTime()) {
    const offered = freeTimes({
      meetingType,
      hosts: hosts.map((host) => ({ ...host, busy: [] })),
      now,
      from: start,
      to,
    });
    const taken = offered[0]?.start.getTime() === start.getTime();
    throw new HttpsError(
      taken ? "already-exists" : "failed-precondition",
      taken ? TAKEN_MESSAGE : TIME_UNAVAILABLE_MESSAGE,
    );
  }
  const underShare = free.hostUids.filter((uid) => {
    const host = hosts.find((candidate) => candidate.uid === uid);
    const share = host ? hostWeekShare(host.availability) : 0;
    const held = (field: "client_hash" | "domain_hash") =>
      holders[field] === undefined
        ? 0
        : thisWeek.filter((booking) => booking.host_uid === uid && booking[field] === holders[field]).length;
    return held("client_hash") < share && held("domain_hash") < share;
  });
  if (underShare.length === 0) {
    deps.log.info("placement", { outcome: "week_share" });
    throw new HttpsError("failed-precondition", LIMIT_REACHED_MESSAGE);
  }
  const hostUid = pickHost(underShare, meetingsThisWeek);
  const host = hosts.find((candidate) => candidate.uid === hostUid);
  if (!host) throw new Error("place: picked a host that is not listed");
  const end = new Date(start.getTime() + MEETING_TYPES[meetingType].minutes * 60_000);
  return {
    hostUid,
    hostEmail: host.email,
    start,
    end,
    lockIds: lockIds(hostUid, start, end, host.availability.bufferMinutes),
  };
}

/**
 * {@link place}, then the commit-time check (calendars/bookingEvents.ts): the chosen host's CalDAV calendars are
 * asked about that time now (the stored busy times may be up to 10 minutes old). A conflict there moves the booking
 * to another free host, and when none is left answers "That time was just taken". A rescheduled booking's own event
 * (`exceptUid`, its invitation's UID) is no conflict: it may move onto a time overlapping its current slot.
 */
export async function placeChecked(
  deps: BookingDeps,
  meetingType: MeetingTypeId,
  start: Date,
  exceptId?: string,
  holders: { client_hash?: string; domain_hash?: string } = {},
  exceptUid?: string,
): Promise<Placement> {
  const excluded: string[] = [];
  for (;;) {
    const placement = await place(deps, meetingType, start, exceptId, holders, excluded);
    if (
      !deps.calendars ||
      !(await deps.calendars.conflict(placement.hostUid, placement.start, placement.end, exceptUid))
    ) {
      return placement;
    }
    deps.log.info("placement", { outcome: "calendar_conflict", host: placement.hostUid });
    excluded.push(placement.hostUid);
  }
}
