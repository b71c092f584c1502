package org.stratagem.launcher.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.stratagem.web.api.SessionSettings;

/** The sessions' folder: what is saved comes back, oldest first; what is not a whole session is passed over. */
class SessionFolderTest {
    @TempDir
    Path folder;

    @Test
    void savedSessionsComeBackOldestFirstWithEverything() {
        SessionFolder sessions = new SessionFolder(folder.resolve("sessions"));
        StoredSession later = session("bbbbbbbbbbbb", 20);
        StoredSession earlier = session("aaaaaaaaaaaa", 10).withMoves(List.of("7,7", "8,8"))
                .withSettings(new SessionSettings("mcts", null, "", 300L, null, 5L));
        sessions.save(later);
        sessions.save(earlier);
        sessions.saveRecord(earlier.id(), "sgf", "(;GM[4])");
        assertEquals(List.of(earlier, later), sessions.load());
        assertEquals(List.of(earlier, later), new SessionFolder(folder.resolve("sessions")).load());
    }

    @Test
    void aFileThatIsNotAWholeSessionIsPassedOver() throws Exception {
        SessionFolder sessions = new SessionFolder(folder);
        sessions.save(session("aaaaaaaaaaaa", 1));
        Files.writeString(folder.resolve("cccccccccccc.json"), "{\"id\": \"cccccccccccc\", \"game\": \"gom");
        Files.writeString(folder.resolve("dddddddddddd.json"), "{\"id\": \"eeeeeeeeeeee\", \"game\": \"gomoku\"}");
        Files.writeString(folder.resolve("ffffffffffff.json.tmp"), "{}");
        assertEquals(List.of("aaaaaaaaaaaa"), sessions.load().stream().map(StoredSession::id).toList());
    }

    @Test
    void deleteRemovesEveryFileOfTheSession() {
        SessionFolder sessions = new SessionFolder(folder);
        sessions.save(session("aaaaaaaaaaaa", 1));
        sessions.saveRecord("aaaaaaaaaaaa", "sgf", "(;GM[4])");
        sessions.save(session("bbbbbbbbbbbb", 2));
        sessions.delete("aaaaaaaaaaaa");
        assertFalse(Files.exists(folder.resolve("aaaaaaaaaaaa.sgf")));
        assertEquals(List.of("bbbbbbbbbbbb"), sessions.load().stream().map(StoredSession::id).toList());
    }

    private static StoredSession session(String id, long created) {
        return new StoredSession(id, "gomoku", Map.of("rule", "renju"), "", List.of("7,7"), SessionSettings.NONE, created);
    }
}
