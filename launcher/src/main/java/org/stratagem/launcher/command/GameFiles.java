package org.stratagem.launcher.command;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.stratagem.engine.api.NotationException;

/**
 * The folder {@code match --save} writes each game's record to, as {@code game-NNN.EXTENSION}, the game's
 * number from 1. The folder is made (or found) before the first game, so that a path that cannot hold the
 * records is refused before the match is played.
 */
final class GameFiles {
    private final Path folder;

    private GameFiles(Path folder) {
        this.folder = folder;
    }

    /**
     * @param folder the folder, made if missing
     * @return the records' folder
     * @throws NotationException if the path is no folder and cannot be made one
     */
    static GameFiles in(String folder) {
        try {
            return new GameFiles(Files.createDirectories(Path.of(folder)));
        } catch (InvalidPathException | IOException unusable) {
            throw new NotationException("--save '" + NotationException.excerpt(folder) + "': not a folder the records can"
                    + " be written to");
        }
    }

    /**
     * @param game      the game's number, from 1
     * @param extension the file name extension, without the dot
     * @param lines     the record
     * @throws UncheckedIOException if the file cannot be written
     */
    void write(int game, String extension, List<String> lines) {
        Path file = folder.resolve(String.format(Locale.ROOT, "game-%03d.%s", game, extension));
        try {
            Files.write(file, lines, StandardCharsets.UTF_8);
        } catch (IOException unwritable) {
            throw new UncheckedIOException("cannot write " + file, unwritable);
        }
    }
}
