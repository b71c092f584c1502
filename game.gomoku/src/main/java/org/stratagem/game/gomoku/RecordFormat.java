package org.stratagem.game.gomoku;

import java.util.Locale;
import java.util.function.BiFunction;
import java.util.function.Function;
import org.stratagem.engine.api.NotationException;

/**
 * The forms a Gomoku game is written in: SGF ({@link Sgf}), Piskvork's psq ({@link Psq}), and our
 * position notation ({@link GomokuGame}), which says neither the board nor the rule. A text's form is
 * told by its start: {@code (} an SGF collection, {@code Piskvorky} a psq, anything else a position
 * (a byte order mark and white space before it are passed over).
 */
enum RecordFormat {
    /** Smart Game Format, FF[4] GM[4]. */
    SGF(Sgf::read, record -> Sgf.write(record.position())),
    /** Piskvork's game files. */
    PSQ(Psq::read, record -> Psq.write(record.position())),
    /** Our position notation: the moves, or a set-up board. */
    POSITION((text, defaults) -> new GomokuRecord(defaults, defaults.parsePosition(text)),
            record -> record.game().formatPosition(record.position()) + "\n");

    private final BiFunction<String, GomokuGame, GomokuRecord> reader;
    private final Function<GomokuRecord, String> writer;

    RecordFormat(BiFunction<String, GomokuGame, GomokuRecord> reader, Function<GomokuRecord, String> writer) {
        this.reader = reader;
        this.writer = writer;
    }

    /**
     * @param text     a text of this form
     * @param defaults the game whose board and rule hold where the text does not say them
     * @return the game and position it gives
     * @throws NotationException if it is not a legal game in this form
     */
    GomokuRecord read(String text, GomokuGame defaults) {
        return reader.apply(text, defaults);
    }

    /**
     * @param record a game and position
     * @return it in this form, ending with a line break
     * @throws NotationException if this form cannot hold it (a psq, a set-up position)
     */
    String write(GomokuRecord record) {
        return writer.apply(record);
    }

    /** @return the form's name on the command line: {@code sgf}, {@code psq} or {@code position} */
    String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * @param text a game in some form
     * @return its form, by its start
     */
    static RecordFormat of(String text) {
        String start = withoutByteOrderMark(text).stripLeading();
        return start.startsWith("(") ? SGF : start.startsWith("Piskvorky") ? PSQ : POSITION;
    }

    /**
     * @param text a game in some form
     * @param defaults the game whose board and rule hold where the text does not say them
     * @return the game and position it gives, read in its form
     * @throws NotationException if it is not a legal game in its form
     */
    static GomokuRecord readAny(String text, GomokuGame defaults) {
        return of(text).read(withoutByteOrderMark(text), defaults);
    }

    /**
     * @param name a form's name, as {@code --to} gives it
     * @return the form
     * @throws NotationException if it names none
     */
    static RecordFormat named(String name) {
        for (RecordFormat format : values()) {
            if (format.id().equalsIgnoreCase(name)) {
                return format;
            }
        }
        throw new NotationException("--to '" + NotationException.excerpt(name) + "' is not sgf, psq or position");
    }

    private static String withoutByteOrderMark(String text) {
        return text.startsWith("\uFEFF") ? text.substring(1) : text;
    }
}
