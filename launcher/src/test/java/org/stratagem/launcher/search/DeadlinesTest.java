package org.stratagem.launcher.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.Test;

class DeadlinesTest {
    @Test
    void readsTheSettingsAndTheirDefaults() {
        assertEquals(new Deadlines(500, 600_000), Deadlines.of(Map.of()));
        assertEquals(new Deadlines(50, 9000), Deadlines.of(Map.of("graceMillis", 50L, "ceilingMillis", " 9000")));
    }

    @Test
    void aMalformedValueIsReportedAndItsDefaultUsed() {
        List<String> warnings = new ArrayList<>();
        Handler handler = new Handler() {
            @Override
            public void publish(LogRecord record) {
                warnings.add(record.getMessage());
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        Logger log = Logger.getLogger("org.stratagem.launcher");
        log.addHandler(handler);
        try {
            assertEquals(new Deadlines(500, 600_000), Deadlines.of(Map.of("graceMillis", "abc", "ceilingMillis", -5)));
        } finally {
            log.removeHandler(handler);
        }
        assertEquals(2, warnings.size(), warnings.toString());
        assertTrue(warnings.get(0).startsWith("configuration org.stratagem.containment: "), warnings.get(0));
        assertTrue(warnings.stream().anyMatch(w -> w.contains("graceMillis 'abc' is not a whole number")), warnings.toString());
    }
}
