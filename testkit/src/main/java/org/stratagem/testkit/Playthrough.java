package org.stratagem.testkit;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.zip.CRC32;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.Position;

/**
 * Golden playthroughs, in the manner of OpenSpiel's: one seeded random game written down as text (each
 * position in the game's notation, its seat to move, the number of its legal moves and a digest of them
 * in the generator's order, the move played, and the results at the end), so that any change of the
 * game's behaviour (rules, notation, the order of its moves) shows as the first line that differs when
 * the recording is replayed. A recording is part of the game's tests; one that differs is either a bug or
 * a change to record again, knowingly.
 *
 * <p>The format, a line each: {@code game ID}, {@code start TEXT}, {@code seed N}, then for every ply
 * {@code position TEXT}, {@code seat S legal N digest HEX} and {@code play MOVE}, and at the end
 * {@code position TEXT}, {@code result V0 V1 ...} (the value of each team) or {@code unfinished}.
 */
public final class Playthrough {
    /** The system property that records golden files anew instead of checking them. */
    public static final String RECORD = "stratagem.playthrough.record";

    private Playthrough() {
    }

    /**
     * @param game     the game
     * @param start    the start position, in the game's notation
     * @param seed     the seed of the random moves
     * @param maxMoves the most moves to play (puzzles can be played forever)
     * @param <P>      the game's position type
     * @return the recording
     */
    public static <P extends Position> String record(Game<P> game, String start, long seed, int maxMoves) {
        return String.join("\n", lines(game, start, seed, maxMoves)) + "\n";
    }

    /**
     * Plays the recorded game again and compares it line by line.
     *
     * @param game      the game
     * @param recording a recording made by {@link #record}
     * @param <P>       the game's position type
     * @return the first difference ({@code line N: recorded '...', now '...'}), or empty if the game
     *         behaves as recorded
     */
    public static <P extends Position> Optional<String> replay(Game<P> game, String recording) {
        List<String> recorded = recording.lines().toList();
        if (recorded.size() < 3 || !recorded.get(1).startsWith("start ") || !recorded.get(2).startsWith("seed ")) {
            return Optional.of("not a recording: it begins with game, start and seed lines");
        }
        String start = recorded.get(1).substring("start ".length());
        long seed = Long.parseLong(recorded.get(2).substring("seed ".length()));
        int moves = (int) recorded.stream().filter(line -> line.startsWith("play ")).count();
        boolean unfinished = recorded.get(recorded.size() - 1).equals("unfinished");
        List<String> now = lines(game, start, seed, unfinished ? moves : moves + 1);
        for (int i = 0; i < Math.max(recorded.size(), now.size()); i++) {
            String before = i < recorded.size() ? recorded.get(i) : "(nothing)";
            String after = i < now.size() ? now.get(i) : "(nothing)";
            if (!before.equals(after)) {
                return Optional.of("line " + (i + 1) + ": recorded '" + before + "', now '" + after + "'");
            }
        }
        return Optional.empty();
    }

    /**
     * Checks a game against its golden recording, kept with its tests: replays the file, or records it
     * when the system property {@value #RECORD} is {@code true} (a change of behaviour made knowingly).
     *
     * @param game     the game
     * @param golden   the recording's file
     * @param start    the start position, in the game's notation
     * @param seed     the seed of the random moves
     * @param maxMoves the most moves to play
     * @param <P>      the game's position type
     * @return the first difference, or what is wrong with the file; empty if the game plays as recorded
     * @throws IOException if the file cannot be read or written
     */
    public static <P extends Position> Optional<String> checkGolden(Game<P> game, Path golden, String start, long seed,
            int maxMoves) throws IOException {
        if (Boolean.getBoolean(RECORD)) {
            Files.createDirectories(golden.toAbsolutePath().getParent());
            Files.writeString(golden, record(game, start, seed, maxMoves));
        }
        if (!Files.isRegularFile(golden)) {
            return Optional.of("no recording at " + golden + ": make one with -D" + RECORD + "=true");
        }
        return replay(game, Files.readString(golden));
    }

    private static <P extends Position> List<String> lines(Game<P> game, String start, long seed, int maxMoves) {
        List<String> lines = new ArrayList<>(List.of("game " + game.id(), "start " + start, "seed " + seed));
        Random random = new Random(seed);
        P position = game.parsePosition(start);
        MoveList moves = new MoveList();
        for (int played = 0; !position.isTerminal() && played < maxMoves; played++) {
            position.legalMoves(moves);
            lines.add("position " + game.formatPosition(position));
            lines.add("seat " + position.seatToMove() + " legal " + moves.size() + " digest " + digest(game, position, moves));
            int move = moves.get(random.nextInt(moves.size()));
            lines.add("play " + game.formatMove(position, move));
            position.makeMove(move);
        }
        lines.add("position " + game.formatPosition(position));
        lines.add(position.isTerminal() ? result(game, position) : "unfinished");
        return lines;
    }

    private static <P extends Position> String digest(Game<P> game, P position, MoveList moves) {
        CRC32 crc = new CRC32();
        for (int i = 0; i < moves.size(); i++) {
            crc.update((game.formatMove(position, moves.get(i)) + "\n").getBytes(StandardCharsets.UTF_8));
        }
        return Long.toHexString(crc.getValue());
    }

    private static String result(Game<?> game, Position position) {
        StringBuilder result = new StringBuilder("result");
        for (int team = 0; team < game.traits().teams(); team++) {
            result.append(' ').append(position.terminalValue(team));
        }
        return result.toString();
    }
}
