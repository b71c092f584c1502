package org.stratagem.game.puzzles.common;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.function.Function;
import org.stratagem.engine.api.NotationException;

/** Reading the input file a puzzle command is given instead of standard input. */
public final class InputFiles {
    private InputFiles() {
    }

    /**
     * @param file   the file's path, as the user typed it
     * @param reader reads the file's text (and reports bad input as a {@link NotationException})
     * @param <T>    what the reader makes of it
     * @return what the reader made of the file
     * @throws NotationException if the file cannot be read, saying which and why, in one line
     */
    public static <T> T read(String file, Function<BufferedReader, T> reader) {
        Path path;
        try {
            path = Path.of(file);
        } catch (InvalidPathException invalid) {
            throw new NotationException("cannot read '" + file + "': not a valid path");
        }
        if (Files.isDirectory(path)) {
            throw new NotationException("cannot read " + file + ": it is a folder, not a file");
        }
        try (BufferedReader text = Files.newBufferedReader(path, StandardCharsets.UTF_8)) {
            return reader.apply(text);
        } catch (NoSuchFileException missing) {
            throw new NotationException("cannot read " + file + ": no such file");
        } catch (AccessDeniedException denied) {
            throw new NotationException("cannot read " + file + ": permission denied");
        } catch (IOException | UncheckedIOException unreadable) {
            throw new NotationException("cannot read " + file + ": " + unreadable.getMessage());
        }
    }
}
