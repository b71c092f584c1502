package org.stratagem.launcher.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.stratagem.engine.api.NotationException;
import org.stratagem.web.api.SessionException;

/** A file a request names is a file inside the data folder, whatever the path or the links say. */
class DataFileTest {
    @TempDir
    Path home;

    @Test
    void aFileInsideTheDataFolderIsFound() throws Exception {
        Path data = Files.createDirectories(home.resolve("data"));
        Path openings = Files.writeString(Files.createDirectories(data.resolve("openings")).resolve("o.txt"), "1-2\n");
        assertEquals(openings.toRealPath(), DataFile.inside(data, "openingsFile", "openings/o.txt"));
    }

    @Test
    void pathsOutOfTheFolderAreRefusedAndSayWhy() throws Exception {
        Path data = Files.createDirectories(home.resolve("data"));
        Path outside = Files.writeString(home.resolve("secret.txt"), "1-2\n");
        Files.createSymbolicLink(data.resolve("link.txt"), outside);
        Files.createSymbolicLink(data.resolve("up"), home);
        Files.createDirectories(data.resolve("folder"));
        assertEquals("field 'openingsFile' '../secret.txt' leads out of the platform's data folder",
                refusal(data, "../secret.txt"));
        assertEquals("field 'openingsFile' '" + NotationException.excerpt(outside.toString()) + "' must be a path relative to the platform's data folder",
                refusal(data, outside.toString()));
        assertEquals("field 'openingsFile' 'link.txt' leads out of the platform's data folder", refusal(data, "link.txt"));
        assertEquals("field 'openingsFile' 'up/secret.txt' leads out of the platform's data folder",
                refusal(data, "up/secret.txt"));
        assertEquals("field 'openingsFile' 'folder' is not a file", refusal(data, "folder"));
        assertEquals("field 'openingsFile' 'none.txt' is not a file in the platform's data folder",
                refusal(data, "none.txt"));
        assertEquals("field 'openingsFile' 'a?b' is not a valid path", refusal(data, "a\0b"));
    }

    private static String refusal(Path data, String name) {
        SessionException refused = assertThrows(SessionException.class, () -> DataFile.inside(data, "openingsFile", name));
        assertEquals(SessionException.Reason.BAD_INPUT, refused.reason());
        return refused.getMessage();
    }
}
