package org.stratagem.launcher.match;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.NotationException;

/**
 * The openings of a match: positions in the game's notation, read from a file of one a line (blank lines
 * and {@code #} comments passed over), each checked to be a position of the game with a move to make.
 */
public final class Openings {
    private Openings() {
    }

    /**
     * @param file the file
     * @param name the file as the user named it, for the messages
     * @return its openings, at least one
     * @throws NotationException if it cannot be read or holds no opening
     */
    public static List<String> read(Path file, String name) {
        List<String> openings = new ArrayList<>();
        try (BufferedReader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                if (!line.isBlank() && !line.strip().startsWith("#")) {
                    openings.add(line.strip());
                }
            }
        } catch (NoSuchFileException missing) {
            throw new NotationException("cannot read " + name + ": no such file");
        } catch (IOException unreadable) {
            throw new NotationException("cannot read " + name + ": " + (Files.isDirectory(file)
                    ? "it is a folder, not a file" : unreadable.getMessage()));
        }
        if (openings.isEmpty()) {
            throw new NotationException(name + " holds no opening");
        }
        return openings;
    }

    /**
     * Every opening must be a position of the game where there is a move to make.
     *
     * @param game     the game
     * @param openings its openings; a single empty one is the initial position
     * @throws NotationException naming the first opening that is not one, and why
     */
    public static void check(Game<?> game, List<String> openings) {
        for (int i = 0; i < openings.size(); i++) {
            String where = openings.size() == 1 && openings.get(0).isEmpty() ? "the initial position"
                    : "opening " + (i + 1) + " '" + NotationException.excerpt(openings.get(i)) + "'";
            try {
                if (game.parsePosition(openings.get(i)).isTerminal()) {
                    throw new NotationException(where + " is already over");
                }
            } catch (NotationException bad) {
                throw bad.getMessage().startsWith(where) ? bad : new NotationException(where + ": " + bad.getMessage());
            }
        }
    }
}
