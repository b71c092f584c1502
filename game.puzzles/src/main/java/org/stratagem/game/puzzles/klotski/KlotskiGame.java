package org.stratagem.game.puzzles.klotski;

import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.osgi.service.component.annotations.Component;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.GameId;
import org.stratagem.engine.api.GameTraits;
import org.stratagem.engine.api.KeyKind;
import org.stratagem.engine.api.NotationException;
import org.stratagem.engine.api.command.Benchmark;
import org.stratagem.engine.api.command.BenchmarkedGame;
import org.stratagem.engine.api.table.IndexedGame;
import org.stratagem.engine.api.table.IndexedStateSpace;

/**
 * Huarong Dao (华容道, Klotski): the rules live in {@link KlotskiPosition}; this is the game's
 * service, its traits and its notation.
 *
 * <p>Traits: a single-agent puzzle, {@link KeyKind#EXACT} keys. Position notation: a layout (see
 * {@link LayoutNotation}), or the name of a classic layout ({@link NamedLayouts}); the empty string
 * is the classic 横刀立马. Move notation: the piece's letter, a space, and the letters of its one-cell
 * slides in order ({@code U D L R}): {@code "C D"}, {@code "G RD"}. The state space is every layout
 * of every number of horizontal generals ({@link KlotskiSpace}).
 */
@Component(service = Game.class)
@GameId(KlotskiGame.ID)
public final class KlotskiGame
        implements Game<KlotskiPosition>, IndexedGame<KlotskiPosition>, BenchmarkedGame {
    /** The game's id: {@value}. */
    public static final String ID = "klotski";

    private static final GameTraits TRAITS = GameTraits.puzzle(KeyKind.EXACT);
    private static final Pattern MOVE = Pattern.compile("(\\S)\\s+([UDLR]+)");

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String name() {
        return "Huarong Dao (Klotski)";
    }

    @Override
    public GameTraits traits() {
        return TRAITS;
    }

    @Override
    public int teamOf(int seat) {
        if (seat != 0) {
            throw new IndexOutOfBoundsException("Huarong Dao has one seat, not seat " + seat);
        }
        return 0;
    }

    @Override
    public KlotskiPosition parsePosition(String text) {
        if (text.isBlank()) {
            return LayoutNotation.parse(NamedLayouts.CLASSIC.layout());
        }
        Optional<NamedLayouts.Named> named = NamedLayouts.find(text);
        if (named.isEmpty() && text.indexOf('/') < 0 && text.indexOf('.') < 0) {
            throw new NotationException("layout '" + NotationException.excerpt(text) + "': neither a layout (5 rows "
                    + "separated by '/') nor a known name: " + NamedLayouts.names());
        }
        return LayoutNotation.parse(named.map(NamedLayouts.Named::layout).orElse(text));
    }

    @Override
    public String formatPosition(KlotskiPosition position) {
        return position.toString();
    }

    @Override
    public int parseMove(KlotskiPosition position, String text) {
        Matcher matcher = MOVE.matcher(text.strip());
        if (!matcher.matches()) {
            throw new NotationException("move '" + NotationException.excerpt(text) + "': expected a piece's letter, a space and its slides in "
                    + "order (U, D, L, R), e.g. 'C D' or 'G RD'");
        }
        int piece = position.pieceLettered(matcher.group(1).charAt(0));
        if (piece < 0) {
            throw new NotationException("move '" + NotationException.excerpt(text) + "': there is no piece '" + NotationException.excerpt(matcher.group(1)) + "' in "
                    + position);
        }
        if (position.isTerminal()) {
            throw new NotationException("move '" + NotationException.excerpt(text) + "': the puzzle is over in " + position);
        }
        int anchor = position.anchor(piece);
        String slides = matcher.group(2);
        for (int i = 0; i < slides.length(); i++) {
            anchor = Board.slide(position.shape(piece), anchor, Board.DIRECTIONS.indexOf(slides.charAt(i)),
                    position.othersThan(piece));
            if (anchor < 0) {
                throw new NotationException("move '" + NotationException.excerpt(text) + "': slide " + (i + 1) + " (" + slides.charAt(i)
                        + ") of piece '" + matcher.group(1) + "' is blocked in " + position);
            }
        }
        if (anchor == position.anchor(piece)) {
            throw new NotationException("move '" + NotationException.excerpt(text) + "': the piece ends where it started");
        }
        return KlotskiPosition.move(piece, anchor);
    }

    @Override
    public String formatMove(KlotskiPosition position, int move) {
        int piece = KlotskiPosition.piece(move);
        return position.letter(piece) + " " + Slides.path(position.shape(piece), position.anchor(piece),
                KlotskiPosition.target(move), position.othersThan(piece));
    }

    /** Every layout of every group, built once (in about a tenth of a second) and shared. */
    @Override
    public IndexedStateSpace<KlotskiPosition> stateSpace() {
        return KlotskiSpace.ALL;
    }

    /** The classic and the hardest named layout, solved. */
    @Override
    public Benchmark benchmark() {
        return new Benchmark(List.of(NamedLayouts.CLASSIC.layout(), "峰回路转"), 0);
    }
}
