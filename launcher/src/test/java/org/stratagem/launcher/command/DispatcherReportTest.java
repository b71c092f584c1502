package org.stratagem.launcher.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class DispatcherReportTest {
    @Test
    void prefixesTheCommandOnce() {
        assertEquals("session: no game in progress", Dispatcher.report("session", "no game in progress"));
        assertEquals("session: unknown action 'x'", Dispatcher.report("session", "session: unknown action 'x'"));
    }

    @Test
    void keepsOneShortLineWhateverTheMessageEchoes() {
        String echo = Dispatcher.report("analyze", "bad position '" + "x".repeat(10_000_000) + "'\nsecond line");
        assertEquals(Dispatcher.MAX_REPORT, echo.length());
        assertTrue(echo.startsWith("analyze: bad position 'xxx") && echo.endsWith("..."), echo.substring(0, 40));
        assertEquals("twofour: failed", Dispatcher.report("twofour", null));
        assertEquals("twofour: first", Dispatcher.report("twofour", "first\nsecond"));
    }
}
