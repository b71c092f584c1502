package org.stratagem.game.gomoku;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.stratagem.engine.api.MoveList;

/** Random positions of small boards for the tests of the threat searches and generators. */
final class RandomBoards {
    private RandomBoards() {
    }

    /**
     * Both sides' stones at random, a tenth to a third of the board, each stone most often near
     * another of its colour so that lines form; null if a five arose.
     */
    static GomokuPosition position(Random random, int size, Rule rule) {
        Board board = new Board(size);
        int pairs = board.points() / 20 + random.nextInt(board.points() / 5);
        List<List<Integer>> stones = List.of(new ArrayList<>(), new ArrayList<>());
        boolean[] taken = new boolean[board.points()];
        for (int i = 0; i < 2 * pairs + random.nextInt(2); i++) {
            List<Integer> own = stones.get(i % 2);
            int point;
            do {
                point = own.isEmpty() || random.nextInt(4) == 0 ? random.nextInt(board.points())
                        : near(board, own.get(random.nextInt(own.size())), random);
            } while (taken[point]);
            taken[point] = true;
            own.add(point);
        }
        return arrange(board, rule, stones.get(0), stones.get(1));
    }

    /** @return a point on the board within two rows and columns of the given one */
    static int near(Board board, int point, Random random) {
        int x = Math.max(0, Math.min(board.width() - 1, board.x(point) + random.nextInt(5) - 2));
        int y = Math.max(0, Math.min(board.height() - 1, board.y(point) + random.nextInt(5) - 2));
        return board.point(x, y);
    }

    /** The stones played black and white in turn, black first; null if the game ended on the way. */
    static GomokuPosition arrange(Board board, Rule rule, List<Integer> black, List<Integer> white) {
        GomokuPosition position = new GomokuPosition(board, rule);
        for (int i = 0; i < black.size(); i++) {
            position.makeMove(black.get(i));
            if (i < white.size() && !position.isTerminal()) {
                position.makeMove(white.get(i));
            }
            if (position.isTerminal()) {
                return null;
            }
        }
        return new GomokuPosition(board, rule, position.moves());
    }

    /**
     * A game played from the empty board by moves at random among the strongest few that the
     * threat-aware generator lists, so that the threats of real games form; null if it ended.
     *
     * @param random the source of randomness
     * @param size   the board's side
     * @param rule   the rule
     * @param plies  the moves to play
     * @param choice how many of the strongest moves each is chosen among
     */
    static GomokuPosition played(Random random, int size, Rule rule, int plies, int choice) {
        GomokuPosition position = new GomokuPosition(new Board(size), rule);
        ThreatMoves threats = new ThreatMoves();
        MoveList moves = new MoveList();
        for (int ply = 0; ply < plies && !position.isTerminal(); ply++) {
            threats.generate(position, moves);
            position.makeMove(moves.get(random.nextInt(Math.min(choice, moves.size()))));
        }
        return position.isTerminal() ? null : new GomokuPosition(position.board(), rule, position.moves());
    }
}
