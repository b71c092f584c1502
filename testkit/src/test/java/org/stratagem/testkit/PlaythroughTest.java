package org.stratagem.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.stratagem.testkit.Countdown.Flaw;

class PlaythroughTest {
    @Test
    void aRecordingReplaysOnTheSameGame() {
        String recording = Playthrough.record(new Countdown(9, Flaw.NONE), "", 5, 100);
        assertTrue(recording.startsWith("game countdown\nstart \nseed 5\nposition 9/0\nseat 0 legal 2 digest "), recording);
        assertTrue(recording.endsWith("\nposition 0/0\nresult -1 1\n") || recording.endsWith("\nposition 0/1\nresult 1 -1\n"),
                recording);
        assertEquals(Optional.empty(), Playthrough.replay(new Countdown(9, Flaw.NONE), recording));
    }

    @Test
    void aChangeOfBehaviourShowsAsTheFirstLineThatDiffers() {
        String recording = Playthrough.record(new Countdown(9, Flaw.NONE), "", 5, 100);
        assertEquals(Optional.of("line 4: recorded 'position 9/0', now 'position 3/0'"),
                Playthrough.replay(new Countdown(9, Flaw.LOSSY_NOTATION), recording));
        assertTrue(Playthrough.replay(new Countdown(10, Flaw.NONE), recording).orElseThrow().startsWith("line 4: "));
        String unfinished = Playthrough.record(new Countdown(9, Flaw.NONE), "", 5, 2);
        assertTrue(unfinished.endsWith("\nunfinished\n"), unfinished);
        assertEquals(Optional.empty(), Playthrough.replay(new Countdown(9, Flaw.NONE), unfinished));
        assertEquals(Optional.of("not a recording: it begins with game, start and seed lines"),
                Playthrough.replay(new Countdown(9, Flaw.NONE), "hello"));
    }

    @Test
    void aMissingGoldenFileSaysHowToMakeOne(@TempDir Path folder) throws IOException {
        Path golden = folder.resolve("countdown.txt");
        assertEquals(Optional.of("no recording at " + golden + ": make one with -D" + Playthrough.RECORD + "=true"),
                Playthrough.checkGolden(new Countdown(9, Flaw.NONE), golden, "", 5, 100));
    }
}
