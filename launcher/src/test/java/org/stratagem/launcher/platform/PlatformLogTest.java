package org.stratagem.launcher.platform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PlatformLogTest {
    private final ByteArrayOutputStream errorStream = new ByteArrayOutputStream();
    private PrintStream out;
    private PrintStream err;
    private Handler[] handlers;
    private Level rootLevel;

    @TempDir
    Path data;

    @BeforeEach
    void keepTheStreams() {
        out = System.out;
        err = System.err;
        Logger root = Logger.getLogger("");
        handlers = root.getHandlers();
        rootLevel = root.getLevel();
        System.setErr(new PrintStream(errorStream, true, StandardCharsets.UTF_8));
    }

    @AfterEach
    void restoreTheStreams() {
        Logger root = Logger.getLogger("");
        for (Handler handler : root.getHandlers()) {
            root.removeHandler(handler);
            handler.close();
        }
        for (Handler handler : handlers) {
            root.addHandler(handler);
        }
        root.setLevel(rootLevel);
        System.setOut(out);
        System.setErr(err);
    }

    @Test
    void aStackTraceABundlePrintsShowsItsFirstLineAloneAndTheFileKeepsIt() throws Exception {
        PlatformLog.install(data, Level.WARNING);
        Exception failure = new IllegalStateException("the server stopped while it started", new RuntimeException("inner"));
        failure.printStackTrace();
        System.out.println("a bundle's chatter");

        List<String> shown = errorStream.toString(StandardCharsets.UTF_8).lines().toList();
        assertEquals(List.of("stratagem: java.lang.IllegalStateException: the server stopped while it started"), shown);
        String file = Files.readString(data.resolve(PlatformLog.FILE_NAME));
        assertTrue(file.contains("\tat org.stratagem.launcher.platform.PlatformLogTest"), file);
        assertTrue(file.contains("Caused by: java.lang.RuntimeException: inner"), file);
        assertTrue(file.contains("a bundle's chatter"), file);
    }
}
