package org.stratagem.game.puzzles.twofour;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.stratagem.engine.api.MoveList;

/**
 * Replays the golden game in {@code twofour-playthrough.txt}: every position's notation, its number
 * of legal moves and the result must be as recorded. A failure here is a change of behaviour.
 */
class PlaythroughTest {

    @Test
    void theRecordedGameReplaysExactly() throws IOException {
        List<String> lines;
        try (InputStream file = getClass().getResourceAsStream("twofour-playthrough.txt")) {
            lines = new String(file.readAllBytes(), StandardCharsets.UTF_8).lines()
                    .filter(line -> !line.startsWith("#")).toList();
        }
        TwoFourGame game = new TwoFourGame();
        TwoFourPosition position = game.parsePosition(lines.get(0).split(" \\| ")[0]);
        MoveList moves = new MoveList();
        for (String line : lines.subList(0, lines.size() - 1)) {
            String[] fields = line.split(" \\| ");
            assertEquals(fields[0], game.formatPosition(position));
            position.legalMoves(moves);
            assertEquals(Integer.parseInt(fields[1]), moves.size(), line);
            if (fields[2].equals("-")) {
                assertTrue(position.isTerminal(), line);
            } else {
                int move = game.parseMove(position, fields[2]);
                assertTrue(moves.contains(move), line);
                position.makeMove(move);
            }
        }
        assertEquals(lines.get(lines.size() - 1), "result: player 1 owns " + position.pilesOwnedBy(0)
                + ", player 2 owns " + position.pilesOwnedBy(1) + ", value for player 1 " + position.terminalValue(0));
        assertEquals(lines.size() - 2, position.movesMade());
    }
}
