package com.example.connectfour;

import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.osgi.service.component.annotations.Component;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.GameId;
import org.stratagem.engine.api.GameTraits;
import org.stratagem.engine.api.KeyKind;
import org.stratagem.engine.api.NotationException;
import org.stratagem.engine.api.search.SearchHints;

/**
 * Connect Four on a board of any size from 4x4 to 9x9 that fits 64 bits ({@code width * (height + 1)
 * <= 64}), 7 wide and 6 high unless a variant says otherwise: {@code --width W --height H}.
 *
 * <p>Traits: two seats, each its own team, draws, exact keys. A win is worth 1, so searches that prove
 * values know the bound ({@link SearchHints#valueBound()}).
 *
 * <p>Notation, as in John Tromp's and Pascal Pons's solvers: a move is a column number, 1 to the width,
 * left to right; a position is the columns played since the empty board, one digit each, e.g.
 * {@code 4453}; the empty string is the empty board.
 */
@Component(service = Game.class)
@GameId(ConnectFourGame.ID)
public final class ConnectFourGame implements Game<ConnectFourPosition>, SearchHints {
    /** The game's id: {@value}. */
    public static final String ID = "connectfour";
    /** The variant option of the number of columns. */
    static final String WIDTH = "width";
    /** The variant option of the number of rows. */
    static final String HEIGHT = "height";

    private static final GameTraits TRAITS = GameTraits.twoPlayers(KeyKind.EXACT).withDraws();

    private final Board board;

    /** The standard game, 7 columns and 6 rows; the one the platform registers. */
    public ConnectFourGame() {
        this(new Board(7, 6));
    }

    private ConnectFourGame(Board board) {
        this.board = board;
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String name() {
        return "Connect Four (" + board.width() + "x" + board.height() + ")";
    }

    @Override
    public GameTraits traits() {
        return TRAITS;
    }

    @Override
    public int teamOf(int seat) {
        return Objects.checkIndex(seat, TRAITS.seats());
    }

    /** A win is worth 1. */
    @Override
    public int valueBound() {
        return 1;
    }

    /** The variants: {@code --width W} and {@code --height H}, each 4 to 9. */
    @Override
    public Set<String> variantOptions() {
        return Set.of(WIDTH, HEIGHT);
    }

    @Override
    public ConnectFourGame variant(Map<String, String> options) {
        for (String name : options.keySet()) {
            if (!variantOptions().contains(name)) {
                throw new NotationException("game " + ID + " has no option --" + name);
            }
        }
        int width = options.containsKey(WIDTH) ? side(WIDTH, options.get(WIDTH)) : board.width();
        int height = options.containsKey(HEIGHT) ? side(HEIGHT, options.get(HEIGHT)) : board.height();
        if (!Board.fits(width, height)) {
            throw new NotationException("a board " + width + " wide and " + height + " high does not fit in 64 bits"
                    + " (width * (height + 1) must be at most 64)");
        }
        return width == board.width() && height == board.height() ? this : new ConnectFourGame(new Board(width, height));
    }

    private static int side(String option, String text) {
        String digits = text.strip();
        if (digits.length() == 1 && Character.isDigit(digits.charAt(0))) {
            int side = digits.charAt(0) - '0';
            if (side >= Board.MIN_SIDE && side <= Board.MAX_SIDE) {
                return side;
            }
        }
        throw new NotationException("--" + option + " '" + NotationException.excerpt(text) + "' is not a number from "
                + Board.MIN_SIDE + " to " + Board.MAX_SIDE);
    }

    @Override
    public ConnectFourPosition parsePosition(String text) {
        String digits = text.strip();
        ConnectFourPosition position = new ConnectFourPosition(board);
        for (int i = 0; i < digits.length(); i++) {
            String where = " at character " + (i + 1) + " of '" + NotationException.excerpt(digits) + "'";
            if (position.isTerminal()) {
                throw new NotationException("the game is already over" + where);
            }
            position.makeMove(column(position, digits.substring(i, i + 1), where));
        }
        return position.withoutHistory();
    }

    @Override
    public String formatPosition(ConnectFourPosition position) {
        StringBuilder text = new StringBuilder(position.stoneCount());
        for (int ply = 0; ply < position.stoneCount(); ply++) {
            text.append(position.columnAt(ply) + 1);
        }
        return text.toString();
    }

    @Override
    public int parseMove(ConnectFourPosition position, String text) {
        if (position.isTerminal()) {
            throw new NotationException("move '" + NotationException.excerpt(text) + "': the game is over");
        }
        return column(position, text.strip(), "");
    }

    @Override
    public String formatMove(ConnectFourPosition position, int move) {
        return Integer.toString(move + 1);
    }

    /** A column number as written, 1 to the width, that has room for a stone; as a move, 0 to width-1. */
    private int column(ConnectFourPosition position, String text, String where) {
        boolean digit = text.length() == 1 && text.charAt(0) >= '1' && text.charAt(0) <= '0' + board.width();
        if (!digit) {
            throw new NotationException("'" + NotationException.excerpt(text) + "'" + where + " is not a column: columns are 1 to "
                    + board.width());
        }
        int column = text.charAt(0) - '1';
        if (!position.hasRoom(column)) {
            throw new NotationException("column " + text + where + " is full (" + board.height() + " high)");
        }
        return column;
    }
}
