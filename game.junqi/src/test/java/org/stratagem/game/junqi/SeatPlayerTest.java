package org.stratagem.game.junqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

/** Seats as the referee talks to them: log lines apart from answers, late answers dropped, an ended program not awaited. */
class SeatPlayerTest {

    @Test
    void aProgramsLogLinesAreNotAnswersAndAnEndedProgramIsNotAwaited() {
        List<String> log = new CopyOnWriteArrayList<>();
        try (SeatPlayer seat = SeatPlayer.program("read line; printf 'MESSAGE hello\\nOK\\n'", log::add)) {
            seat.send("START siguo 0");
            assertEquals("OK", seat.await(System.nanoTime() + 10_000_000_000L));
            long asked = System.nanoTime();
            assertNull(seat.await(asked + 60_000_000_000L));
            assertNull(seat.await(asked + 60_000_000_000L), "still none, at once");
            assertTrue(System.nanoTime() - asked < 10_000_000_000L, "not the minute of the deadline");
            assertEquals(List.of("MESSAGE hello", "the brain has ended"), log);
        }
    }

    @Test
    void whatAProgramSaysOnceClosedIsNotLogged() throws InterruptedException {
        List<String> log = new CopyOnWriteArrayList<>();
        SeatPlayer seat = SeatPlayer.program("while read line; do echo \"MESSAGE $line\"; done; echo MESSAGE bye", log::add);
        seat.send("GO");
        assertNull(seat.await(System.nanoTime() + 500_000_000L), "a log line is no answer");
        seat.close();
        Thread.sleep(100);
        assertEquals(List.of("MESSAGE GO"), log, "neither 'MESSAGE QUIT' nor 'MESSAGE bye' nor the end");
    }

    @Test
    void aLateAnswerIsDrainedBeforeTheNextQuestion() {
        List<String> log = new CopyOnWriteArrayList<>();
        SeatPlayer seat = SeatPlayer.inProcess(new JunqiBrain(new RandomChooser(1), () -> Lineup.STANDARD), log::add);
        seat.send("START duel 0");
        seat.send("YIELD");
        seat.drain();
        assertEquals(List.of("UNKNOWN 'YIELD' is not a jbrain command", "late answer 'OK'"), log);
        seat.send("DEPLOY");
        assertEquals(Lineup.STANDARD.toString(), seat.await(System.nanoTime()));
        assertNull(seat.await(System.nanoTime()));
        seat.close();
    }
}
