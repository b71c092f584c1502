package org.stratagem.game.gomoku;

import java.util.Arrays;
import java.util.List;

/**
 * The 26 canonical renju openings: black's first stone on the centre, white's next to it, black's
 * third within the central 5x5 square, one of each class under the board's turns and mirrors (the 13
 * direct openings, white beside black, and the 13 indirect ones, white diagonally next to it). They
 * are kept in the file {@value #RESOURCE} beside this class, in the format {@code match --openings}
 * reads (a position a line, {@code #} comments), as the moves on the 15x15 board; the brain's Swap2
 * openings ({@link Swap2}) are these, moved to the centre of its board.
 */
final class RenjuOpenings {
    /** The file of the openings, a resource beside this class. */
    static final String RESOURCE = "renju-openings.txt";
    /** The centre of the 15x15 board the file is written for. */
    private static final int CENTRE = 7;

    private RenjuOpenings() {
    }

    /** @return the file's positions, in its order: three moves each on the 15x15 board */
    static List<String> positions() {
        return BundledText.read(RESOURCE).lines().map(String::strip)
                .filter(line -> !line.isEmpty() && !line.startsWith("#")).toList();
    }

    /**
     * @param board a board, at least 5 points a side
     * @return the openings moved to the board's centre (the point {@code ((width - 1) / 2, (height - 1) / 2)}),
     *         each its three points in the order of play
     */
    static List<int[]> on(Board board) {
        int dx = (board.width() - 1) / 2 - CENTRE;
        int dy = (board.height() - 1) / 2 - CENTRE;
        return positions().stream().map(position -> Arrays.stream(position.split(" ")).mapToInt(move -> {
            String[] xy = move.split(",");
            return board.point(Integer.parseInt(xy[0]) + dx, Integer.parseInt(xy[1]) + dy);
        }).toArray()).toList();
    }
}
