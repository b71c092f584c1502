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

/**
 * The folders of sessions and matches: what is saved comes back, oldest first; what is not a whole session
 * or match is passed over.
 */
class StoredFolderTest {
    @TempDir
    Path folder;

    @Test
    void savedSessionsComeBackOldestFirstWithEverything() {
        StoredFolder<StoredSession> sessions = new StoredFolder<>(folder.resolve("sessions"), StoredSession.class);
        StoredSession later = session("bbbbbbbbbbbb", 20);
        StoredSession earlier = session("aaaaaaaaaaaa", 10).withMoves(List.of("7,7", "8,8"))
                .withSettings(new SessionSettings("mcts", null, "", 300L, null, 5L));
        sessions.save(later);
        sessions.save(earlier);
        sessions.saveRecord(earlier.id(), "sgf", "(;GM[4])");
        assertEquals(List.of(earlier, later), sessions.load());
        assertEquals(List.of(earlier, later), new StoredFolder<>(folder.resolve("sessions"), StoredSession.class).load());
    }

    @Test
    void aFileThatIsNotAWholeSessionIsPassedOver() throws Exception {
        StoredFolder<StoredSession> sessions = new StoredFolder<>(folder, StoredSession.class);
        sessions.save(session("aaaaaaaaaaaa", 1));
        Files.writeString(folder.resolve("cccccccccccc.json"), "{\"id\": \"cccccccccccc\", \"game\": \"gom");
        Files.writeString(folder.resolve("dddddddddddd.json"), "{\"id\": \"eeeeeeeeeeee\", \"game\": \"gomoku\"}");
        Files.writeString(folder.resolve("ffffffffffff.json.tmp"), "{}");
        assertEquals(List.of("aaaaaaaaaaaa"), sessions.load().stream().map(StoredSession::id).toList());
    }

    @Test
    void deleteRemovesEveryFileOfTheSession() {
        StoredFolder<StoredSession> sessions = new StoredFolder<>(folder, StoredSession.class);
        sessions.save(session("aaaaaaaaaaaa", 1));
        sessions.saveRecord("aaaaaaaaaaaa", "sgf", "(;GM[4])");
        sessions.save(session("bbbbbbbbbbbb", 2));
        sessions.delete("aaaaaaaaaaaa");
        assertFalse(Files.exists(folder.resolve("aaaaaaaaaaaa.sgf")));
        assertEquals(List.of("bbbbbbbbbbbb"), sessions.load().stream().map(StoredSession::id).toList());
    }

    @Test
    void savedMatchesComeBackWithTheirGamesAndTheGameInProgress() throws Exception {
        StoredFolder<StoredMatch> matches = new StoredFolder<>(folder, StoredMatch.class);
        StoredMatch match = new StoredMatch("aaaaaaaaaaaa", "gomoku", Map.of("rule", "renju"), "strategy=alphabeta",
                "strategy=mcts", 4, 0, 2000, 50, List.of("7,7", "7,7 8,8"), 7, "running", List.of(), List.of(), null)
                .withResult("win end").withMove("1-2").withMove("2-3");
        matches.save(match);
        Files.writeString(folder.resolve("bbbbbbbbbbbb.json"), "{\"id\": \"bbbbbbbbbbbb\", \"game\": \"gomoku\", \"a\": \"\"}");
        assertEquals(List.of(match), new StoredFolder<>(folder, StoredMatch.class).load());
        assertEquals(List.of("win end"), match.results());
        assertEquals(List.of("1-2", "2-3"), match.moves());
        assertEquals("7,7", match.start(), "the first opening, played a second time");
        assertEquals("7,7 8,8", match.withResult("loss end").start());
        assertEquals("7,7", match.withResult("loss end").withResult("draw end").withResult("win end").start());
    }

    @Test
    void aMatchWrittenBeforeTheVariantClockAndOpeningsReadsAsNoneOfThem() throws Exception {
        Files.writeString(folder.resolve("cccccccccccc.json"), "{\"id\": \"cccccccccccc\", \"game\": \"trianglewar\","
                + " \"a\": \"\", \"b\": \"\", \"games\": 2, \"moveMillis\": 40, \"created\": 1, \"status\": \"stopped\","
                + " \"results\": [\"win end\"], \"moves\": [\"1-2\"], \"message\": null}");
        StoredMatch old = new StoredFolder<>(folder, StoredMatch.class).load().get(0);
        assertEquals(Map.of(), old.variant());
        assertEquals(List.of(), old.openings());
        assertEquals(0, old.clockMillis());
        assertEquals("", old.start());
    }

    private static StoredSession session(String id, long created) {
        return new StoredSession(id, "gomoku", Map.of("rule", "renju"), "", List.of("7,7"), SessionSettings.NONE, created);
    }
}
