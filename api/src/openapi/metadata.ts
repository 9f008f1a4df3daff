/* eslint-disable */
export default async () => {
  const t = {
    ['../projects/dto/occupation.dto']: await import('../projects/dto/occupation.dto.js'),
  };
  return {
    '@nestjs/swagger': {
      models: [
        [
          import('../projects/dto/occupation.dto.js'),
          {
            OccupationDto: {
              name: { required: true, type: () => String },
              count: { required: true, type: () => Number, minimum: 1, maximum: 1000000 },
            },
          },
        ],
        [
          import('../users/dto/user.dto.js'),
          {
            CreateUserDto: {
              username: { required: true, type: () => String, maxLength: 100 },
              password: { required: true, type: () => String },
              email: { required: false, type: () => String, nullable: true },
              firstName: { required: false, type: () => String, nullable: true, maxLength: 100 },
              lastName: { required: false, type: () => String, nullable: true, maxLength: 100 },
              role: { required: false, enum: ['admin', 'editor', 'viewer'] },
              status: { required: false, enum: ['active', 'inactive', 'suspended'] },
              permissions: { required: false, type: () => [String], maxLength: 100, maxItems: 50 },
              isActive: { required: false, type: () => Boolean },
              bio: { required: false, type: () => String, nullable: true, maxLength: 5000 },
              phone: { required: false, type: () => String, nullable: true, maxLength: 50 },
              department: { required: false, type: () => String, nullable: true, maxLength: 100 },
              profileImageUrl: { required: false, type: () => String, nullable: true, maxLength: 2048 },
            },
            UpdateUserDto: {},
          },
        ],
        [
          import('../auth/dto/auth.dto.js'),
          {
            ForgotPasswordDto: { email: { required: true, type: () => String } },
            ResetPasswordDto: {
              token: { required: true, type: () => String, maxLength: 200 },
              newPassword: { required: true, type: () => String },
            },
            RegisterDto: {},
            LoginDto: { username: { required: true, type: () => String }, password: { required: true, type: () => String } },
          },
        ],
        [
          import('../donors/dto/donor.dto.js'),
          {
            DonorDto: {
              name: { required: true, type: () => String },
              logoUrl: { required: false, type: () => String, nullable: true },
              websiteUrl: { required: false, type: () => String, nullable: true },
              description: { required: false, type: () => String, nullable: true },
              displayOrder: { required: false, type: () => Number },
              isActive: { required: false, type: () => Boolean },
            },
          },
        ],
        [
          import('../hero-slides/dto/hero-slide.dto.js'),
          {
            HeroSlideDto: {
              title: { required: true, type: () => String },
              subtitle: { required: false, type: () => String, nullable: true },
              image: { required: true, type: () => String },
              ctaText: { required: false, type: () => String, nullable: true },
              ctaLink: { required: false, type: () => String, nullable: true },
              displayOrder: { required: false, type: () => Number },
              isActive: { required: false, type: () => Boolean },
            },
          },
        ],
        [
          import('../programs/dto/program.dto.js'),
          {
            ProgramDto: {
              title: { required: true, type: () => String },
              description: { required: true, type: () => String },
              category: { required: true, type: () => String },
              duration: { required: true, type: () => String },
              imageUrl: { required: false, type: () => String, nullable: true },
              curriculumFile: { required: false, type: () => String, nullable: true },
              nossFile: { required: false, type: () => String, nullable: true },
              requirements: { required: false, type: () => String, nullable: true },
              certification: { required: false, type: () => String, nullable: true },
              displayOrder: { required: false, type: () => Number },
              isActive: { required: false, type: () => Boolean },
            },
          },
        ],
        [
          import('../team/dto/team-member.dto.js'),
          {
            TeamMemberDto: {
              name: { required: true, type: () => String },
              position: { required: true, type: () => String },
              qualification: { required: false, type: () => String, nullable: true },
              email: { required: false, type: () => String, nullable: true },
              phone: { required: false, type: () => String, nullable: true },
              bio: { required: false, type: () => String, nullable: true },
              photoUrl: { required: false, type: () => String, nullable: true },
              linkedinUrl: { required: false, type: () => String, nullable: true },
              displayOrder: { required: false, type: () => Number },
              isActive: { required: false, type: () => Boolean },
            },
          },
        ],
        [
          import('../training-openings/dto/training-opening.dto.js'),
          {
            TrainingOpeningDto: {
              programId: { required: false, type: () => String, nullable: true, format: 'uuid' },
              title: { required: true, type: () => String },
              description: { required: false, type: () => String, nullable: true },
              startDate: { required: false, type: () => String, nullable: true },
              endDate: { required: false, type: () => String, nullable: true },
              applicationDeadline: { required: false, type: () => String, nullable: true },
              capacity: {
                required: false,
                type: () => Number,
                description: 'Capacity: a whole number, 0 when not numeric (docs/api.md, Validation).',
              },
              location: { required: false, type: () => String, nullable: true },
              displayOrder: { required: false, type: () => Number },
              isActive: { required: false, type: () => Boolean },
            },
          },
        ],
        [
          import('../about/dto/about.dto.js'),
          { AboutDto: { title: { required: true, type: () => String }, content: { required: true, type: () => String } } },
        ],
        [
          import('../news/dto/news.dto.js'),
          {
            NewsDto: {
              title: { required: true, type: () => String },
              slug: {
                required: false,
                type: () => String,
                nullable: true,
                description: 'Normalised before the rules; blank: generated from the title.',
              },
              content: { required: true, type: () => String },
              excerpt: { required: true, type: () => String },
              category: { required: false, type: () => String },
              status: { required: false, type: () => String },
              priority: { required: false, type: () => String },
              deadlineDate: { required: false, type: () => String, nullable: true },
              publishedAt: { required: false, type: () => String, nullable: true },
              imageUrls: { required: false, type: () => [String], description: 'A cleared list is an empty list.', maxItems: 20 },
            },
          },
        ],
        [
          import('../site-settings/dto/site-setting.dto.js'),
          { SiteSettingDto: { value: { required: true, type: () => String, maxLength: 5000 } } },
        ],
        [
          import('../statistics/dto/statistic.dto.js'),
          {
            CreateStatisticDto: {
              key: { required: true, type: () => String },
              value: { required: true, type: () => String },
              label: { required: true, type: () => String },
              description: { required: false, type: () => String, nullable: true },
            },
            UpdateStatisticDto: {},
          },
        ],
        [
          import('../certificates/dto/certificate.dto.js'),
          {
            CertificateDto: {
              name: { required: true, type: () => String },
              fatherName: { required: true, type: () => String },
              courseTaken: { required: true, type: () => String },
              duration: { required: true, type: () => String },
              trainingDate: { required: true, type: () => String },
              dateOfBirth: { required: true, type: () => String },
              certificateNumber: { required: true, type: () => String },
              isDonorFunded: { required: false, type: () => Boolean },
              projectOfficeName: { required: false, type: () => String, nullable: true },
            },
            VerifyCertificateDto: {
              certificateNumber: { required: true, type: () => String },
              dateOfBirth: { required: true, type: () => String },
            },
          },
        ],
        [
          import('../downloads/dto/download.dto.js'),
          {
            DownloadDto: {
              title: { required: true, type: () => String },
              description: { required: false, type: () => String, nullable: true },
              category: { required: true, enum: ['curriculum', 'noss', 'resources'] },
              fileUrl: { required: true, type: () => String },
              fileName: {
                required: false,
                type: () => String,
                nullable: true,
                description: 'Blank: taken from the URL (DownloadsService.prepare).',
              },
              fileSize: { required: false, type: () => Number, description: 'Bytes; blank means unknown, stored as 0.', minimum: 0 },
              isActive: { required: false, type: () => Boolean },
            },
          },
        ],
        [
          import('../projects/dto/project.dto.js'),
          {
            ProjectDto: {
              title: { required: true, type: () => String },
              description: { required: false, type: () => String, nullable: true },
              implementingAgency: { required: false, type: () => String, nullable: true },
              fundingAgency: { required: false, type: () => String, nullable: true },
              implementationDuration: { required: true, type: () => String },
              startDate: {
                required: false,
                type: () => String,
                nullable: true,
                description: "'YYYY-MM-DD', checked by libs PROJECT_RULES; '' clears it.",
              },
              endDate: { required: false, type: () => String, nullable: true },
              occupations: { required: false, type: () => [t['../projects/dto/occupation.dto'].OccupationDto] },
              locations: { required: false, type: () => [String] },
              imageUrl: { required: false, type: () => String, nullable: true },
              status: {
                required: false,
                description: 'Blank keeps the default (active) or the stored status.',
                enum: ['active', 'ongoing', 'completed', 'cancelled'],
              },
              displayOrder: { required: false, type: () => Number },
              isActive: { required: false, type: () => Boolean },
            },
          },
        ],
        [
          import('../contact-messages/dto/contact-message.dto.js'),
          {
            ContactMessageDto: {
              name: { required: true, type: () => String },
              email: { required: true, type: () => String },
              phone: { required: false, type: () => String, nullable: true },
              subject: { required: true, type: () => String },
              message: { required: true, type: () => String },
            },
            ContactStatusDto: { status: { required: true, enum: ['unread', 'read', 'replied'] } },
          },
        ],
        [
          import('../applications/dto/application.dto.js'),
          {
            ApplicationDto: {
              name: { required: true, type: () => String },
              email: { required: true, type: () => String },
              phone: { required: true, type: () => String },
              address: { required: false, type: () => String, nullable: true },
              program: { required: true, type: () => String },
              education: { required: false, type: () => String, nullable: true },
              experience: { required: false, type: () => String, nullable: true },
              motivation: { required: false, type: () => String, nullable: true },
            },
            ApplicationReviewDto: {
              status: { required: true, enum: ['pending', 'approved', 'rejected'] },
              notes: { required: false, type: () => String, nullable: true },
            },
          },
        ],
      ],
      controllers: [],
    },
  };
};
