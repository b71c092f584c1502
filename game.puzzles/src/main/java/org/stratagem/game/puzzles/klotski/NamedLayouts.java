package org.stratagem.game.puzzles.klotski;

import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The classic named starting layouts, each under its Chinese name and its pinyin (without tones or
 * spaces, case ignored). The arrangements are those of the table that the published collections
 * copy (fayaa.com's, as carried by several independent open-source Huarong Dao programs), kept only
 * where at least two of those copies agree on the exact grid; the optimal piece-move counts they
 * publish are checked against our solver in the tests. Two names cover two layouts each in the
 * sources, so they carry a number (守口如瓶1/2, 层层设防1/2); 勇闯五关 is also known as 巧过五关; and
 * 走投无路 has no solution.
 */
final class NamedLayouts {
    /**
     * One named layout.
     *
     * @param chinese its Chinese name
     * @param pinyin  its name in pinyin, lower case, without tones or spaces
     * @param layout  the layout
     */
    record Named(String chinese, String pinyin, String layout) {
    }

    /** The classic, 横刀立马 ("Guan Yu lays his blade across the road"). */
    static final Named CLASSIC = new Named("横刀立马", "hengdaolima", "ACCB/ACCB/DEEF/DGHF/I..J");

    private static final List<Named> ALL = List.of(
            CLASSIC,
            new Named("指挥若定", "zhihuiruoding", "ACCB/ACCB/DEEF/GHIJ/G..J"),
            new Named("将拥曹营", "jiangyongcaoying", ".CC./ACCB/ADEB/FDEG/HHIJ"),
            new Named("齐头并进", "qitoubingjin", "ACCB/ACCB/DEFG/HIIJ/H..J"),
            new Named("兵分三路", "bingfensanlu", "ACCB/DCCE/DFFE/GHIJ/G..J"),
            new Named("雨声淅沥", "yushengxili", "ACCB/ACCD/EFFG/EH.G/IH.J"),
            new Named("左右布兵", "zuoyoububing", "ACCB/DCCE/FGHI/FGHI/.JJ."),
            new Named("桃花园中", "taohuayuanzhong", "ACCB/DCCE/DFGE/HFGI/.JJ."),
            new Named("一路进军", "yilujinjun", "ACCB/ACCD/EFGH/EFGI/.JJ."),
            new Named("一路顺风", "yilushunfeng", "ACCB/ACCD/EFFG/EHIG/.JI."),
            new Named("围而不歼", "weierbujian", "ACCB/ACCD/EFFG/EHIJ/.HI."),
            new Named("捷足先登", "jiezuxiandeng", "ACCB/DCCE/.FF./GHIJ/GHIJ"),
            new Named("插翅难飞", "chachinanfei", "ACCB/ACCD/EEFG/HIIJ/H..J"),
            new Named("守口如瓶1", "shoukouruping1", "ACCB/ACCB/DE.F/GE.H/IIJJ"),
            new Named("守口如瓶2", "shoukouruping2", "ACCB/DCCE/DF.E/GF.H/IIJJ"),
            new Named("双将挡路", "shuangjiangdanglu", "ACCB/ACCD/EFFG/EHHG/I..J"),
            new Named("横马当关", "hengmadangguan", "ACCB/ACCB/DDEE/FG.H/IG.J"),
            new Named("层层设防1", "cengcengshefang1", "ACCB/ACCB/DEEF/GHHI/.JJ."),
            new Named("层层设防2", "cengcengshefang2", "ACCB/DCCE/DFFE/GHHI/.JJ."),
            new Named("兵挡将阻", "bingdangjiangzu", "ACCB/DCCB/EFFG/EHHI/.JJ."),
            new Named("峰回路转", "fenghuiluzhuan", "ABDE/CCFE/CCFG/.HHG/.IJJ"),
            new Named("勇闯五关", "yongchuangwuguan", "ACCB/DCCE/FFGG/HHII/.JJ."),
            new Named("巧过五关", "qiaoguowuguan", "ACCB/DCCE/FFGG/HHII/.JJ."),
            new Named("堵塞要道", "dusaiyaodao", "ACCB/DCCE/FGHH/FGII/.JJ."),
            new Named("瓮中之鳖", "wengzhongzhibie", "ACCB/ACCB/DDEE/FGGH/I..J"),
            new Named("层峦叠嶂", "cengluandiezhang", "ACCB/ACCB/DEEF/GGHH/I..J"),
            new Named("水泄不通", "shuixiebutong", "ACCB/ACCD/EEFF/GGHH/I..J"),
            new Named("四路进兵", "silujinbing", "ACCB/DCCE/F.GG/F.HH/IIJJ"),
            new Named("入地无门", "rudiwumen", "ACCB/ACCD/EFFG/HHII/.JJ."),
            new Named("四面楚歌", "simianchuge", "ABDE/ACCE/FCCG/HIIG/H..J"),
            new Named("前呼后拥", "qianhuhouyong", "ABCC/DDCC/EEFF/GGHH/..IJ"),
            new Named("兵临曹营", "binglincaoying", "ACCB/DCCE/FGGH/FIJH/.IJ."),
            new Named("五将逼宫", "wujiangbigong", "AABB/DCCE/DCCE/FGGH/I..J"),
            new Named("三军联防", "sanjunlianfang", "CCAB/CCAB/DDEE/FGGH/I..J"),
            new Named("前挡后阻", "qiandanghouzu", "CCAA/CCBD/EFBG/EFHI/.JJ."),
            new Named("近在咫尺", "jinzaizhichi", "ABDE/FBDE/GGHI/JJCC/..CC"),
            new Named("比翼横空", "biyihengkong", "AACC/BBCC/DDEE/F.GH/I.JH"),
            new Named("夹道藏兵", "jiadaocangbing", "CCAB/CCDB/EEFF/GGHH/I..J"),
            new Named("屯兵东路", "tunbingdonglu", "CCAB/CCAB/DDEF/GHIJ/GH.."),
            new Named("四将连关", "sijianglianguan", "CCAA/CCBB/DEFF/DEGH/I..J"),
            new Named("云遮雾障", "yunzhewuzhang", "ACCB/ACCB/DEEF/DGGH/I..J"),
            new Named("井底之蛙", "jingdizhiwa", "ABBD/ECCF/ECCF/GHHI/.JJ."),
            new Named("走投无路", "zoutouwulu", "ACCB/ACCB/DEFG/DEHG/I..J"));

    private static final Map<String, Named> BY_NAME = new LinkedHashMap<>();

    static {
        for (Named named : ALL) {
            BY_NAME.put(named.chinese(), named);
            BY_NAME.put(named.pinyin(), named);
        }
    }

    private NamedLayouts() {
    }

    /**
     * @param name a Chinese name or a pinyin, in any case
     * @return the layout of that name
     */
    static Optional<Named> find(String name) {
        return Optional.ofNullable(BY_NAME.get(name.strip().toLowerCase(Locale.ROOT)));
    }

    /** @return the Chinese names, comma-separated */
    static String names() {
        return String.join(", ", ALL.stream().map(Named::chinese).toList()) + " (or their pinyin)";
    }

    /** @return every named layout, in the order of the published table */
    static Collection<Named> all() {
        return new LinkedHashSet<>(ALL);
    }
}
