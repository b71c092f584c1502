package org.stratagem.game.puzzles.common;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.stratagem.engine.api.NotationException;

class InputFilesTest {
    @TempDir
    Path folder;

    @Test
    void readsAFile() throws IOException {
        Path file = Files.writeString(folder.resolve("input.txt"), "3 1\n");
        assertEquals("3 1", InputFiles.read(file.toString(), InputFilesTest::firstLine));
    }

    @Test
    void aFileThatCannotBeReadIsOneLineOfBadInput() {
        assertEquals("cannot read " + folder + ": it is a folder, not a file",
                assertThrows(NotationException.class, () -> InputFiles.read(folder.toString(), InputFilesTest::firstLine))
                        .getMessage());
        Path missing = folder.resolve("missing.txt");
        assertEquals("cannot read " + missing + ": no such file",
                assertThrows(NotationException.class, () -> InputFiles.read(missing.toString(), InputFilesTest::firstLine))
                        .getMessage());
        assertEquals("cannot read 'a\0b': not a valid path",
                assertThrows(NotationException.class, () -> InputFiles.read("a\0b", InputFilesTest::firstLine)).getMessage());
    }

    private static String firstLine(BufferedReader reader) {
        try {
            return reader.readLine();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
