import { AuditLog } from "../features/audit/AuditLog";
import { TeamScreen } from "../features/team/TeamTab";
import { saveCsvFile, type SaveCsv } from "../lib/staff/saveCsv";

/** The Team tab (owners): the team feature's members and invitations, with the audit feature's log below them. */
export function TeamTab({ saveCsv }: { saveCsv: SaveCsv }) {
  return <TeamScreen below={(members) => <AuditLog members={members} saveCsv={saveCsv} />} />;
}

/** The dashboard's Team tab panel (routes/dashboard.tabs.ts). */
export default function TeamPanel() {
  return <TeamTab saveCsv={saveCsvFile} />;
}
